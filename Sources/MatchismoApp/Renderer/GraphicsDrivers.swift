import Glibc

/// The OpenGL and Vulkan driver libraries mapped into this process, read from
/// /proc/self/maps: what GTK really loaded, whatever was asked of it. GTK 4.18
/// links the Vulkan loader (libvulkan.so.1) itself, so the loader alone is not
/// a driver; the drivers it or libepoxy would open are.
enum GraphicsDrivers {
    /// File-name beginnings of OpenGL's and Vulkan's driver libraries: the
    /// vendor-neutral dispatch that libepoxy opens, Mesa's drivers (one
    /// libgallium since Mesa 24.2, *_dri.so before) and the LLVM that
    /// llvmpipe compiles with, and the Vulkan drivers (libvulkan_lvp.so, …).
    static let prefixes = [
        "libGL.so", "libEGL.so", "libGLX.so", "libOpenGL.so", "libGLESv2.so",
        "libGLX_mesa", "libEGL_mesa", "libglapi", "libgallium", "libLLVM", "libvulkan_",
    ]

    /// The driver libraries mapped, by file name, each once, sorted.
    static func mapped(maps: String) -> [String] {
        var names = Set<String>()
        for line in maps.split(separator: "\n") {
            guard let slash = line.lastIndex(of: "/") else { continue }
            let name = String(line[line.index(after: slash)...])
            if isDriver(name) { names.insert(name) }
        }
        return names.sorted()
    }

    static func isDriver(_ name: String) -> Bool {
        prefixes.contains { name.hasPrefix($0) } || name.hasSuffix("_dri.so")
    }

    /// The driver libraries mapped into this process now (none when
    /// /proc cannot be read).
    static func mappedNow() -> [String] {
        // Read to the end: /proc's files have no size to read up to.
        let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return mapped(maps: String(decoding: bytes, as: UTF8.self))
    }

    /// "no OpenGL or Vulkan driver mapped", or the drivers mapped.
    static func summary(_ names: [String]) -> String {
        names.isEmpty ? "no OpenGL or Vulkan driver mapped" : "OpenGL or Vulkan drivers mapped: \(names.joined(separator: " "))"
    }
}
