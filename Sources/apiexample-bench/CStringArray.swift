import Glibc

/// A NULL-terminated `char *[]` allocated up front, for execve after a fork.
struct CStringArray {
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointer = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointer[index] = strdup(string) }
        pointer[strings.count] = nil
    }

    func free() {
        for index in 0..<count { Glibc.free(pointer[index]) }
        pointer.deallocate()
    }
}
