/// The still picture enableVideoImageSource publishes instead of the camera, and the rate it is sent at.
struct SimVideoImageSource: Sendable, Equatable {
    let image: SimStillImage
    let fps: Int
}
