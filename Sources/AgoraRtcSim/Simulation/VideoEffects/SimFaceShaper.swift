import Foundation

/// Face shaping as a warp of the picture around the person's face (`SimPersonScene` says where it is): the style
/// slims (female, natural) or squares (male) the face by its intensity, and each area scales its part — the head
/// and face outline across or down, the forehead and chin the upper or lower half, the eyes, nose and mouth around
/// their centres. Nearest-neighbour resampling of the luma, the chroma and the segmentation mask together, so a
/// virtual background afterwards follows the new outline.
struct SimFaceShaper: Sendable {
    let style: AgoraFaceShapeStyle
    let styleIntensity: Int
    let areas: [AgoraFaceShapeArea: Int]

    private func value(_ area: AgoraFaceShapeArea) -> Double { Double(areas[area] ?? 0) / 100 }

    /// How much wider (> 1) or narrower the face gets.
    var faceScaleX: Double {
        let intensity = Double(max(0, min(100, styleIntensity))) / 100
        let styled: Double = switch style {
        case .female: 1 - 0.08 * intensity
        case .male: 1 + 0.05 * intensity
        case .natural: 1 - 0.04 * intensity
        }
        return styled * (1 - 0.12 * value(.headScale)) * (1 - 0.15 * value(.faceWidth)) * (1 - 0.08 * value(.faceContour))
            * (1 - 0.05 * value(.cheekBone)) * (1 - 0.05 * value(.cheek))
    }

    /// How much longer the upper and the lower half of the face get.
    var faceScaleY: (top: Double, bottom: Double) {
        let common = (1 - 0.12 * value(.headScale)) * (1 + 0.12 * value(.faceLength))
        return (common * (1 + 0.15 * value(.forehead)), common * (1 + 0.15 * value(.chin)))
    }

    func apply(to frame: inout AgoraSimVideoFrame, mask: inout [UInt8], scene: SimPersonScene) {
        guard frame.lumaWidth == scene.width, frame.lumaHeight == scene.height, mask.count == frame.luma.count else { return }
        let (sx, sy) = (faceScaleX, faceScaleY)
        let (rx, ry) = (scene.headRadiusX * 1.4, scene.headRadiusY * 1.4)
        warp(&frame, &mask, box: (scene.headX - rx, scene.headY - ry, scene.headX + rx, scene.headY + ry)) { x, y in
            let scaleY = y < scene.headY ? sy.top : sy.bottom
            return (scene.headX + (x - scene.headX) / sx, scene.headY + (y - scene.headY) / scaleY)
        }
        let eye = 1 + 0.8 * value(.eyeScale)
        for centre in scene.eyes {
            feature(&frame, &mask, centre: centre, radius: 2.5, scale: (eye, eye))
        }
        feature(&frame, &mask, centre: scene.nose, radius: 2.5,
                scale: (1 + 0.8 * value(.noseWidth), 1 + 0.8 * value(.noseLength)))
        let mouth = 1 + 0.5 * value(.mouthScale)
        feature(&frame, &mask, centre: scene.mouth, radius: scene.headRadiusX * 0.7, scale: (mouth, mouth))
    }

    private func feature(_ frame: inout AgoraSimVideoFrame, _ mask: inout [UInt8], centre: (x: Double, y: Double),
                         radius: Double, scale: (x: Double, y: Double)) {
        guard scale.x != 1 || scale.y != 1 else { return }
        warp(&frame, &mask, box: (centre.x - radius, centre.y - radius, centre.x + radius, centre.y + radius)) { x, y in
            (centre.x + (x - centre.x) / scale.x, centre.y + (y - centre.y) / scale.y)
        }
    }

    /// Every pixel whose centre lies in `box` takes the pixel under `source(x, y)` of the picture before the warp.
    private func warp(_ frame: inout AgoraSimVideoFrame, _ mask: inout [UInt8],
                      box: (left: Double, top: Double, right: Double, bottom: Double),
                      source: (Double, Double) -> (Double, Double)) {
        let (w, h, cw) = (frame.lumaWidth, frame.lumaHeight, frame.chromaWidth)
        let x0 = max(0, Int(box.left.rounded(.down))), x1 = min(w - 1, Int(box.right.rounded(.up)))
        let y0 = max(0, Int(box.top.rounded(.down))), y1 = min(h - 1, Int(box.bottom.rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        let (luma, u, v, before) = (frame.luma, frame.chromaU, frame.chromaV, mask)
        for y in y0...y1 {
            for x in x0...x1 {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                guard px >= box.left, px <= box.right, py >= box.top, py <= box.bottom else { continue }
                let (fx, fy) = source(px, py)
                let sxi = min(w - 1, max(0, Int(fx.rounded(.down)))), syi = min(h - 1, max(0, Int(fy.rounded(.down))))
                frame.luma[y * w + x] = luma[syi * w + sxi]
                mask[y * w + x] = before[syi * w + sxi]
                if x % 2 == 0, y % 2 == 0 {
                    frame.chromaU[(y / 2) * cw + x / 2] = u[(syi / 2) * cw + sxi / 2]
                    frame.chromaV[(y / 2) * cw + x / 2] = v[(syi / 2) * cw + sxi / 2]
                }
            }
        }
    }
}
