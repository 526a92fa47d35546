import CGtk
import GLibKit

/// A layer of children placed by transforms, each at its own preferred size: a
/// `GtkWidget` subclass registered here ("MtchTransformLayer"); the card table
/// uses it.
///
/// A child has two transforms. Where it is placed (`place`) is its allocation:
/// where it is hit, focused and reported to assistive technologies. Where it
/// is shown (`show`) is only drawn: an animation frame costs a redraw of the
/// layer and nothing else. Moving a child of a `GtkFixed` queued a resize that
/// reached the window, so every frame measured the window again and GDK
/// presented it anew (on X11, several round trips to the server, each waiting
/// for it to finish copying the previous frame).
///
/// A child placed with a size is allocated at that size (or its minimum, if
/// larger), else at its preferred size, so placing asks for no new size.
/// Children placed from `onAllocate`, which tells the layer's own size as GTK
/// allocates it, are allocated in that same pass and lay nothing out again.
/// Placed from a sibling's resize signal, as the card table did, they queued
/// a size request or an allocation while GTK was allocating the window, and
/// GTK 4.18 then laid the whole window out a second time at the next frame
/// (`GTK_DEBUG=geometry` warned of the size requests; `LeakTests` counts
/// the relayouts).
///
/// The layer asks for no space of its own: it floats over a sibling that gives
/// the size, as an overlay child does. The transforms are GObject data on each
/// child (`GskTransform`s the child owns, released by GLib with the data); the
/// only Swift closure handed to C is `onAllocate`'s, data on the layer.
@MainActor
public final class TransformLayer: Widget {
    /// A layer exposed to assistive technologies with `role` (a group of cards, say).
    public init(role: AccessibleRole) {
        super.init(sinking: mtch_widget_new_with_role(LayerData.type, role.gtk))
    }

    /// Adds `child` last (drawn on top), at the layer's origin.
    public func append(_ child: Widget) {
        gtk_widget_insert_before(child.widget, widget, nil)
    }

    /// Calls `handler` with the layer's size each time GTK allocates the layer,
    /// before its children are: what it places is allocated in the same pass.
    public func onAllocate(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        g_object_set_qdata_full(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), LayerData.allocateKey,
            ClosureBox(handler as AllocateHandler).retainedPointer(), ClosureBoxes.releaseDestroy)
    }

    /// Takes `child` off the layer.
    public func remove(_ child: Widget) {
        LayerData.set(nil, on: child.widget, for: LayerData.placedKey)
        LayerData.set(nil, on: child.widget, for: LayerData.shownKey)
        LayerData.setSize(nil, on: child.widget)
        gtk_widget_unparent(child.widget)
    }

    /// Places `child` translated by (x, y) and scaled by (sx, sy) about its
    /// top-left corner, allocated `width` x `height` when given (else at its
    /// preferred size), and shows it there; the layer is allocated again only
    /// when the place changes.
    public func place(
        _ child: Widget, x: Double, y: Double, width: Int? = nil, height: Int? = nil, scaleX: Double = 1, scaleY: Double = 1
    ) {
        let transform = Self.transform(x: x, y: y, scaleX: scaleX, scaleY: scaleY)
        defer { gsk_transform_unref(transform) }
        var changed = false
        if !LayerData.same(LayerData.get(child.widget, LayerData.placedKey), transform) {
            LayerData.set(gsk_transform_ref(transform), on: child.widget, for: LayerData.placedKey)
            changed = true
        }
        let size = LayerData.Size(width: width, height: height)
        if LayerData.size(of: child.widget) != size {
            LayerData.setSize(size, on: child.widget)
            changed = true
        }
        // Within `onAllocate` the children are allocated next anyway.
        if changed && !LayerData.isAllocating(widget) { gtk_widget_queue_allocate(widget) }
        show(child, transform)
    }

    /// Draws `child` translated by (x, y) and scaled by (sx, sy) instead of
    /// where it is placed, until it is placed again: a frame of a move, which
    /// redraws the layer only.
    public func show(_ child: Widget, x: Double, y: Double, scaleX: Double = 1, scaleY: Double = 1) {
        let transform = Self.transform(x: x, y: y, scaleX: scaleX, scaleY: scaleY)
        defer { gsk_transform_unref(transform) }
        show(child, transform)
    }

    /// Draws `child` moved by `transform` (borrowed), redrawing the layer when that changes.
    private func show(_ child: Widget, _ transform: OpaquePointer?) {
        guard !LayerData.same(LayerData.get(child.widget, LayerData.shownKey), transform) else { return }
        LayerData.set(gsk_transform_ref(transform), on: child.widget, for: LayerData.shownKey)
        gtk_widget_queue_draw(widget)
    }

    private static func transform(x: Double, y: Double, scaleX: Double, scaleY: Double) -> OpaquePointer? {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        let transform = gsk_transform_translate(nil, &point)
        guard scaleX != 1 || scaleY != 1 else { return transform }
        return gsk_transform_scale(transform, Float(scaleX), Float(scaleY))
    }
}

/// The GType behind `TransformLayer`, registered on first use, and the
/// transforms each child carries.
private enum LayerData {
    static let type: GType = {
        var query = GTypeQuery()
        g_type_query(gtk_widget_get_type(), &query)
        return g_type_register_static_simple(
            gtk_widget_get_type(), "MtchTransformLayer", query.class_size, classInit, query.instance_size, nil, GTypeFlags(0))
    }()

    /// The child's allocation transform.
    static let placedKey: GQuark = g_quark_from_string("mtch-transform-layer-placed")
    /// Where the child is drawn.
    static let shownKey: GQuark = g_quark_from_string("mtch-transform-layer-shown")
    /// The child's allocated size, when placed with one.
    static let sizeKey: GQuark = g_quark_from_string("mtch-transform-layer-size")
    /// The layer's `onAllocate` handler.
    static let allocateKey: GQuark = g_quark_from_string("mtch-transform-layer-allocate")
    /// Set on the layer while its `onAllocate` handler runs.
    static let allocatingKey: GQuark = g_quark_from_string("mtch-transform-layer-allocating")

    static func object(_ widget: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GObject>? {
        UnsafeMutableRawPointer(widget)?.assumingMemoryBound(to: GObject.self)
    }

    static func isAllocating(_ layer: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        g_object_get_qdata(object(layer), allocatingKey) != nil
    }

    /// Runs the layer's `onAllocate` handler, if it has one, with its size.
    static func tellAllocation(_ layer: UnsafeMutablePointer<GtkWidget>?, width: Int32, height: Int32) {
        guard let data = g_object_get_qdata(object(layer), allocateKey) else { return }
        let box = ClosureBox<AllocateHandler>.from(data)
        g_object_set_qdata(object(layer), allocatingKey, UnsafeMutableRawPointer(bitPattern: 1))
        defer { g_object_set_qdata(object(layer), allocatingKey, nil) }
        MainActor.assumeIsolated { box.handler(Int(width), Int(height)) }
    }

    /// A size placed with, both sides at least 1; stored in the data pointer itself.
    struct Size: Equatable {
        var width, height: Int

        init?(width: Int?, height: Int?) {
            guard let width, let height else { return nil }
            (self.width, self.height) = (min(max(width, 1), 0xFFFF), min(max(height, 1), 0xFFFF))
        }

        init?(packed: UInt) {
            guard packed != 0 else { return nil }
            (width, height) = (Int(packed >> 16), Int(packed & 0xFFFF))
        }

        var packed: UInt { UInt(width) << 16 | UInt(height) }
    }

    static func size(of child: UnsafeMutablePointer<GtkWidget>?) -> Size? {
        Size(packed: UInt(bitPattern: g_object_get_qdata(object(child), sizeKey)))
    }

    static func setSize(_ size: Size?, on child: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_qdata(object(child), sizeKey, size.flatMap { UnsafeMutableRawPointer(bitPattern: $0.packed) })
    }

    /// Whether two transforms do the same; nil is the identity (GTK 4.8's
    /// `gsk_transform_equal` does not say so for one nil).
    static func same(_ first: OpaquePointer?, _ second: OpaquePointer?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (nil, let other?), (let other?, nil): gsk_transform_get_category(other) == GSK_TRANSFORM_CATEGORY_IDENTITY
        case (let first?, let second?): gsk_transform_equal(first, second) != 0
        }
    }

    /// The transform stored on `child` under `key`, borrowed; nil is the identity.
    static func get(_ child: UnsafeMutablePointer<GtkWidget>?, _ key: GQuark) -> OpaquePointer? {
        g_object_get_qdata(UnsafeMutableRawPointer(child)?.assumingMemoryBound(to: GObject.self), key).map { OpaquePointer($0) }
    }

    /// Stores `transform` (owned: released with the data) on `child` under `key`.
    static func set(_ transform: OpaquePointer?, on child: UnsafeMutablePointer<GtkWidget>, for key: GQuark) {
        g_object_set_qdata_full(
            UnsafeMutableRawPointer(child).assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(transform),
            transform == nil ? nil : releaseTransform)
    }
}

typealias AllocateHandler = @MainActor (Int, Int) -> Void

private let releaseTransform: GDestroyNotify = { transform in
    gsk_transform_unref(OpaquePointer(transform))
}

private let classInit: GClassInitFunc = { typeClass, _ in
    guard let widgetClass = typeClass?.assumingMemoryBound(to: GtkWidgetClass.self) else { return }
    widgetClass.pointee.parent_class.dispose = dispose
    widgetClass.pointee.measure = measure
    widgetClass.pointee.size_allocate = allocate
    widgetClass.pointee.snapshot = snapshot
}

/// Unparents the children (GTK leaves that to each container), then chains up.
private let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    let layer = mtch_widget(object)
    while let child = gtk_widget_get_first_child(layer) {
        gtk_widget_unparent(child)
    }
    let parentClass = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(to: GObjectClass.self)
    parentClass?.pointee.dispose?(object)
}

/// No space of its own, in either direction.
private let measure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
    minimum?.pointee = 0
    natural?.pointee = 0
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

/// Tells `onAllocate` the layer's size, then allocates every child at the size
/// it was placed with (at least its minimum) or else its preferred size, moved
/// by where it is placed.
private let allocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = { layer, width, height, _ in
    LayerData.tellAllocation(layer, width: width, height: height)
    var child = gtk_widget_get_first_child(layer)
    while let current = child {
        child = gtk_widget_get_next_sibling(current)
        guard gtk_widget_should_layout(current) != 0 else { continue }
        var minimum = GtkRequisition(), natural = GtkRequisition()
        gtk_widget_get_preferred_size(current, &minimum, &natural)
        var width = natural.width, height = natural.height
        if let placed = LayerData.size(of: current) {
            width = max(Int32(placed.width), minimum.width)
            height = max(Int32(placed.height), minimum.height)
        }
        gtk_widget_allocate(current, width, height, -1, gsk_transform_ref(LayerData.get(current, LayerData.placedKey)))
    }
}

/// Every child in order, each where it is shown: GTK draws a child where it is
/// placed, so a child shown elsewhere is first moved by shown × placed⁻¹.
private let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { layer, snapshot in
    var child = gtk_widget_get_first_child(layer)
    while let current = child {
        child = gtk_widget_get_next_sibling(current)
        let placed = LayerData.get(current, LayerData.placedKey), shown = LayerData.get(current, LayerData.shownKey)
        guard !LayerData.same(placed, shown) else {
            gtk_widget_snapshot_child(layer, current, snapshot)
            continue
        }
        // The inverse of nil (the identity) is nil.
        let placedInverse = gsk_transform_invert(gsk_transform_ref(placed))
        let offset = gsk_transform_transform(gsk_transform_ref(shown), placedInverse)
        gsk_transform_unref(placedInverse)
        gtk_snapshot_save(snapshot)
        gtk_snapshot_transform(snapshot, offset)
        gtk_widget_snapshot_child(layer, current, snapshot)
        gtk_snapshot_restore(snapshot)
        gsk_transform_unref(offset)
    }
}
