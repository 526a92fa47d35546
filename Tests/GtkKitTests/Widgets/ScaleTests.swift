import GtkTestSupport
import CGtk
import GLibKit
import GtkKit
import Testing

/// The scale wrapper (the face's accessible value) and event-controller phases.
@MainActor
@Suite("The scale and event-controller phases", .serialized)
struct ScaleTests {
    init() throws {
        try TestDisplay.ensure()
    }

    @Test("A scale keeps its value in range, tells every change and draws no value of its own")
    func aScaleKeepsItsValueInRangeAndTellsEveryChange() {
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

    @Test("The value-changed closure is released with the scale")
    func theValueChangedClosureIsReleasedWithTheScale() {
        let baseline = ClosureBoxes.liveCount
        var scale: Scale? = Scale(.horizontal, range: 0...1, step: 0.1)
        scale!.onValueChanged { _ in }
        #expect(ClosureBoxes.liveCount == baseline + 1)
        scale = nil
        MainLoop.drain()
        #expect(ClosureBoxes.liveCount == baseline)
    }

    @Test("A scale is a slider to assistive technologies, with a value text")
    func aScaleIsASliderToAssistiveTechnologies() {
        let scale = Scale(.vertical, range: 0...100, step: 5)
        #expect(mtch_accessible_role(scale.raw) == GTK_ACCESSIBLE_ROLE_SLIDER)
        scale.setAccessibleValueText("75 percent")
    }

    @Test("GTK 4.8 reports no value changes to assistive technologies; 4.10 and later do")
    func gtk48SendsNoValueChangesOfItsOwn() {
        let minor = gtk_get_minor_version()
        #expect(Scale.reportsValueChanges == (gtk_get_major_version() > 4 || minor >= 10))
        if gtk_get_major_version() == 4 && minor == 8 { #expect(!Scale.reportsValueChanges) }
    }

    @Test("Event controllers take the propagation phase they are given, bubble unless told")
    func controllersTakeThePhaseTheyAreGiven() {
        let keys = KeyController()
        #expect(gtk_event_controller_get_propagation_phase(keys.controller) == GTK_PHASE_BUBBLE)
        keys.setPropagationPhase(.capture)
        #expect(gtk_event_controller_get_propagation_phase(keys.controller) == GTK_PHASE_CAPTURE)
        keys.setPropagationPhase(.target)
        #expect(gtk_event_controller_get_propagation_phase(keys.controller) == GTK_PHASE_TARGET)
    }
}
