/// The original app's three flavours. A case names the flavours whose menu lists it; a hidden case, which no menu
/// lists, names the flavour whose source holds it. The README's Case Index shows them in its Flavours column.
public enum CaseFlavour: String, CaseIterable, Codable, Sendable {
    case objectiveC = "OC"
    case uiKit = "UIKit"
    case swiftUI = "SwiftUI"
}
