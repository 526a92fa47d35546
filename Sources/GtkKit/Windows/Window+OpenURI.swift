import CGtk
import GLibKit

typealias URIOpenedHandler = @MainActor (String?) -> Void

/// The launch's one and only call: it takes back the box `openURI` retained.
private let uriOpened: MtchUriOpened = { problem, data in
    let box = Unmanaged<ClosureBox<URIOpenedHandler>>.fromOpaque(data!).takeRetainedValue()
    let text = problem.map { String(cString: $0) }
    MainActor.assumeIsolated { box.handler(text) }
}

extension Window {
    /// Opens `uri` with the desktop's application for its scheme (Yelp for
    /// `help:`), over this window. `opened` hears, once, nil when the
    /// application started, or why none could.
    public func openURI(_ uri: String, opened: @escaping @MainActor (_ problem: String?) -> Void) {
        mtch_open_uri(window, uri, uriOpened, ClosureBox<URIOpenedHandler>(opened).retainedPointer())
    }
}
