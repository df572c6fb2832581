/// The SDK's positions and axes are `simd_float3` (front, right, up); on Linux the standard library's SIMD3 is the
/// same vector type the Apple `simd` module names so.
public typealias simd_float3 = SIMD3<Float>
