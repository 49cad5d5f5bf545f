import Testing

import struct ScreenLayout.Node

@testable import ScreenUI

/// `labelsHidden()` draws controls without their labels (it was ignored); a label stays the
/// control's accessibility name.
@MainActor
@Suite struct LabelsHiddenTests {
    @Test func controlsDrawWithoutTheirLabels() {
        let toggle = Toggle("Reminders", isOn: .constant(true))
        #expect(renderedStrings(of: toggle) == ["Reminders"])
        #expect(renderedStrings(of: toggle.labelsHidden()).isEmpty)
        let names = collect(resolvedNodes(of: toggle.labelsHidden())) { if case .semantics(let s) = $0.kind { s.label } else { nil } }
        #expect(names == ["Reminders"])
        let picker = Picker("Style", selection: .constant(1)) {
            Text("Fine line").tag(1)
            Text("Bold").tag(2)
        }
        .pickerStyle(.menu)
        #expect(renderedStrings(of: picker) == ["Style", "Fine line"])
        #expect(renderedStrings(of: picker.labelsHidden()) == ["Fine line"])
        #expect(renderedStrings(of: Stepper("Sessions", value: .constant(2)).labelsHidden()).isEmpty)
        #expect(renderedStrings(of: VStack { ColorPicker("Ink", selection: .constant(.black)) }.labelsHidden()).isEmpty)
    }
}
