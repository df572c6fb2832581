// SwiftPM builds a C target from its sources; the header is all this target has to say.
#include "CFuzzerDriver.h"
