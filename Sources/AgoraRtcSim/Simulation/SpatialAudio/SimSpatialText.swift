import Foundation

/// Numbers in the trace of spatial calls: whole numbers without a fraction, others with at most two decimals.
enum SimSpatialText {
    static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%.2f", value)
    }
}
