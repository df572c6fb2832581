import Foundation

extension SimFramePainter {
    /// The scene as a camera with another field of view, or following its subject, sees it: each pixel samples the
    /// scene point it looks at, beyond the standard view's edges too (the gradient and texture carry on), so an
    /// ultra-wide lens shows more around a smaller disc and a telephoto less around a larger one. Painted whole
    /// each frame: the background moves with Center Stage, so it cannot be cached.
    static func framedLuma(_ scene: Scene, _ view: SimCameraView, mirrored: Bool) -> [UInt8] {
        let (lw, lh) = (scene.lumaWidth, scene.lumaHeight)
        let centre = view.followsSubject ? (x: scene.cx, y: scene.cy) : (x: Double(lw) / 2, y: Double(lh) / 2)
        var luma = [UInt8](repeating: 0, count: lw * lh)
        for y in 0..<lh {
            let sy = centre.y + (Double(y) + 0.5 - Double(lh) / 2) * view.fieldOfView
            for x in 0..<lw {
                let sx = centre.x + (Double(x) + 0.5 - Double(lw) / 2) * view.fieldOfView
                let distance = ((sx - scene.cx) * (sx - scene.cx) + (sy - scene.cy) * (sy - scene.cy)).squareRoot()
                let value = distance <= scene.radius ? scene.discLuma
                    : scene.background(u: (sx - 0.5) / Double(lw), v: (sy - 0.5) / Double(lh),
                                       x: Int(sx.rounded(.down)), y: Int(sy.rounded(.down)))
                luma[y * lw + (mirrored ? lw - 1 - x : x)] = value
            }
        }
        return luma
    }
}
