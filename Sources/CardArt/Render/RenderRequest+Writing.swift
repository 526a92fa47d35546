import CCairo
import FoundationEssentials
import GameModel
import Glibc
import GLibKit

/// Why a parsed request could not be written; the description is the message for standard error.
public struct RenderWriteError: Error, Equatable, CustomStringConvertible {
    public let problem: String
    public var description: String { "matchismo render: \(problem)" }
}

extension RenderRequest {
    /// The drawing's size in user units (pixels for PNG, points for SVG and PDF).
    public var canvasSize: (width: Double, height: Double) {
        switch subject {
        case .card, .face: (Double(size.width), Double(size.height))
        case .sheet(let deck): DeckSheet(deck, cardWidth: Double(size.width), cardHeight: Double(size.height)).size
        }
    }

    /// Draws the request with its origin at (0, 0) of `cr`.
    public func draw(on cr: OpaquePointer, palette: Palette = .standard) {
        switch subject {
        case .card(let face):
            CardPainter(palette: palette).paint(
                face, on: cr, in: CardRect(width: Double(size.width), height: Double(size.height)), look: look)
        case .sheet(let deck):
            DeckSheet(deck, cardWidth: Double(size.width), cardHeight: Double(size.height), palette: palette).paint(on: cr)
        case .face(let face):
            FacePainter(palette: palette).paint(
                face, on: cr, in: CardRect(width: Double(size.width), height: Double(size.height)),
                focused: look.state.contains(.focused))
        }
    }

    /// Renders into a temporary file beside `output` and renames it into place,
    /// so that a failure never leaves a partial file behind.
    public func write(palette: Palette = .standard) throws(RenderWriteError) {
        let (width, height) = canvasSize
        guard width * height <= Double(RenderSize.limit) * Double(RenderSize.limit) else {
            throw RenderWriteError(problem: tr("the drawing would be {size}, larger than {limit}x{limit}; use a smaller --size.")
                .filling(["size": "\(Int(width))x\(Int(height))", "limit": String(RenderSize.limit)]))
        }
        var isDirectory = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory {
            throw RenderWriteError(problem: tr("'{value}' is a directory; give a file name ending in .{extension}.")
                .filling(["value": output, "extension": format.rawValue]))
        }
        let url = URL(fileURLWithPath: output)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        do throws(RenderWriteError) {
            try render(to: temporary, width: width, height: height, palette: palette)
            guard rename(temporary, output) == 0 else {
                throw RenderWriteError(problem: tr("cannot write '{value}': {reason}.")
                    .filling(["value": output, "reason": String(cString: strerror(errno))]))
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private func render(to path: String, width: Double, height: Double, palette: Palette) throws(RenderWriteError) {
        let surface: OpaquePointer
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width.rounded(.up)), Int32(height.rounded(.up)))
        case .svg:
            surface = cairo_svg_surface_create(path, width, height)
        case .pdf:
            surface = cairo_pdf_surface_create(path, width, height)
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), path)
        let cr = cairo_create(surface)!
        draw(on: cr, palette: palette)
        let drawStatus = cairo_status(cr)
        cairo_destroy(cr)
        try check(drawStatus, path)
        if format == .png {
            try check(cairo_surface_write_to_png(surface, path), path)
        }
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface), path)
    }

    private func check(_ status: cairo_status_t, _ path: String) throws(RenderWriteError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(status))
            throw RenderWriteError(problem: tr("cannot write '{value}' ({reason}); check that its folder exists and is writable.")
                .filling(["value": output, "reason": reason]))
        }
    }
}
