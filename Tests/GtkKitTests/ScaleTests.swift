import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// The scale wrapper (the face's accessible value) and event-controller phases.
@MainActor
@Suite(.serialized)
struct ScaleTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test func aScaleKeepsItsValueInRangeAndTellsEveryChange() {
        let scale = Scale(.vertical, range: 0...100, step: 5)
        #expect(scale.raw.assumingMemoryBound(to: GObject.self).pointee.ref_count == 1)
        var seen: [Double] = []
        scale.onValueChanged { seen.append($0) }
        scale.value = 75
        scale.value = 120
        scale.value = 100
        scale.value = -3
        #expect(seen == [75, 100, 0])
        #expect(scale.value == 0)
        #expect(gtk_scale_get_draw_value(mtch_scale(scale.raw)) == 0, "the face draws the value, not the scale")
        scale.isInverted = true
        #expect(scale.isInverted && gtk_range_get_inverted(mtch_range(scale.raw)) != 0)
    }

    @Test func theValueChangedClosureIsReleasedWithTheScale() {
        let baseline = ClosureBoxes.liveCount
        var scale: Scale? = Scale(.horizontal, range: 0...1, step: 0.1)
        scale!.onValueChanged { _ in }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        scale = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test func aScaleIsASliderToAssistiveTechnologies() {
        let scale = Scale(.vertical, range: 0...100, step: 5)
        #expect(mtch_accessible_role(scale.raw) == GTK_ACCESSIBLE_ROLE_SLIDER)
        scale.setAccessibleValueText("75 percent")
    }

    @Test func gtk48SendsNoValueChangesOfItsOwn() {
        let minor = gtk_get_minor_version()
        #expect(Scale.reportsValueChanges == (gtk_get_major_version() > 4 || minor >= 10))
        if gtk_get_major_version() == 4 && minor == 8 { #expect(!Scale.reportsValueChanges) }
    }

    @Test func controllersTakeThePhaseTheyAreGiven() {
        let keys = KeyController()
        #expect(gtk_event_controller_get_propagation_phase(keys.controller) == GTK_PHASE_BUBBLE)
        keys.setPropagationPhase(.capture)
        #expect(gtk_event_controller_get_propagation_phase(keys.controller) == GTK_PHASE_CAPTURE)
        keys.setPropagationPhase(.target)
        #expect(gtk_event_controller_get_propagation_phase(keys.controller) == GTK_PHASE_TARGET)
    }
}
