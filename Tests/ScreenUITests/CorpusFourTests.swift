import Foundation
import SwiftData
import Testing

import struct ScreenLayout.DeviceConfiguration
import enum ScreenLayout.DrawingEffect
import struct ScreenLayout.LayoutEnvironment
import struct ScreenLayout.Node
import struct ScreenLayout.TextContent
import struct Theme.Theme
import struct TokenParser.RGBA

@testable import ScreenUI

/// The fourth round of real files (Apple's samples, Hacking with Swift, SwiftUI Lab, open-source
/// apps): what they use now compiles and draws as on iOS, and what cannot be drawn is reported.
@MainActor
@Suite struct CorpusFourTests {
    func environment(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var layout = LayoutEnvironment(device: .iPhone17Pro, theme: .system)
        layout.colorScheme = scheme
        return EnvironmentValues(layout: layout)
    }
    func nodes<V: View>(_ view: V) -> [Node] { view.nodes(in: ResolveContext(environment: environment())) }
    func strings<V: View>(_ view: V) -> [String] { collect(nodes(view)) { if case .text(let t) = $0.kind { t.string } else { nil } } }
    func findings<V: View>(_ view: V) -> [String] { collect(nodes(view)) { if case .unsupported(let f) = $0.kind { f.feature } else { nil } } }
    func color(_ style: some ShapeStyle, _ scheme: ColorScheme = .light) -> RGBA { ShapeNodes.color(of: style, environment(scheme)) { _ in } }

    @Test func aSpecifierFormatsTheValueAndIsTheKeysSpecifier() {
        let distance = 1.25
        let key: LocalizedStringKey = "\(distance, specifier: "%.2f") km"
        #expect(key.key == "%.2f km")
        // printf rounds as on iOS: 1.25 is exact, and rounds to the even digit.
        #expect(strings(Text("\(distance, specifier: "%.1f") km, \(7, specifier: "%02d") days")) == ["1.2 km, 07 days"])
    }

    @Test func aRenamableTitleAndTheLegacySliderLabelsShow() {
        #expect(strings(NavigationStack { Text("Body").navigationTitle(.constant("Trip")) }).contains("Trip"))
        let slider = Slider(value: .constant(0.5), in: 0...1, minimumValueLabel: Text("Low"), maximumValueLabel: Text("High")) { Text("Volume") }
        #expect(strings(slider) == ["Low", "High"])
    }

    struct Vibrant: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle { environment.colorScheme == .dark ? Color.mint : Color.teal }
    }

    @Test func anAppsOwnStyleResolvesByTheEnvironment() {
        #expect(color(Vibrant(), .light) == color(Color.teal, .light))
        #expect(color(Vibrant(), .dark) == color(Color.mint, .dark))
        #expect(color(LinkShapeStyle()) == color(Color(uiColor: .link)))
        var reported: [String] = []
        _ = ShapeNodes.color(of: Color.red.blendMode(.multiply), environment()) { reported.append($0) }
        #expect(reported == ["blendMode(.multiply) on a style: drawn with normal blending"])
    }

    @Test func aResolvedColourHasLinearComponentsAndRoundTrips() {
        let resolved = Color(red: 1, green: 0.5, blue: 0).resolve(in: environment())
        #expect(resolved.red == 1 && abs(resolved.green - 0.214) < 0.001 && resolved.blue == 0)
        #expect(resolved.description == "#FF8000FF")
        #expect(color(Color(resolved)) == color(Color(red: 1, green: 0.5, blue: 0)))
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214, green: 0.214, blue: 0.214)
        #expect(abs(linear.red - 0.214) < 0.001)
        #expect(Color(red: 1, green: 0, blue: 0).cgColor?.components == [1, 0, 0, 1])
    }

    @Test func uiColorIsAClassWithDynamicColours() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color(Color(uiColor: dynamic), .light) == RGBA(red: 0, green: 0, blue: 0))
        #expect(color(Color(uiColor: dynamic), .dark) == RGBA(red: 1, green: 1, blue: 1))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(Color(red: 1, green: 0, blue: 0)))
        #expect(UIColor(hexValue: 0x00FF00) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func geometryIsAnimatable() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        let _: CGSize.AnimatableData = AnimatablePair(1, 2)
    }

    struct Rise: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 0.5 : 0)
        }
    }

    @Test func aTransitionShowsItsIdentityPhase() {
        let opacity = collect(nodes(Text("Saved").transition(Rise()))) { if case .opacity(let o) = $0.kind { o } else { nil } }
        #expect(opacity == [0.5])
        #expect(strings(Text("Hi").transition(.scale(0.5).combined(with: .opacity))) == ["Hi"])
        #expect(strings(Text("Hi").transition(.opacity)) == ["Hi"])
    }

    struct Tinted: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).padding(4) }
    }

    @Test func aCustomProgressStyleCanDrawTheStandardOne() {
        let plain = nodes(ProgressView(value: 0.5))
        let styled = nodes(ProgressView(value: 0.5).progressViewStyle(Tinted()))
        let paddings = collect(styled) { if case .padding = $0.kind { 1 } else { nil } }
        #expect(paddings.count == 1 && !plain.isEmpty)
    }

    @Test func anAssetSymbolIsItsNamedPicture() {
        let missing = findings(Image(ImageResource(name: "floor1", bundle: .main)))
        #expect(missing.count == 1 && missing[0].contains("\"floor1\""))
    }

    @Test func aTurnInThreeDimensionsIsItsProjection() {
        func effect<V: View>(_ view: V) -> DrawingEffect? {
            collect(nodes(view)) { if case .effect(let e) = $0.kind { e } else { nil } }.first
        }
        guard case .anchored(let flip, _) = effect(Color.red.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))) else {
            Issue.record("not a projection")
            return
        }
        #expect(abs(flip.a + 1) < 1e-9 && abs(flip.d - 1) < 1e-9)
        #expect(findings(Color.red.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))).isEmpty)
        #expect(findings(Color.red.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))).isEmpty)
        #expect(findings(Color.red.rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))) == ["rotation3DEffect(45°): drawn without perspective"])
        #expect(findings(Color.red.rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0), perspective: 0)).isEmpty)
        #expect(effect(Color.red.rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0))) == nil)
    }

    struct Padded: PreviewModifier {
        static func makeSharedContext() async throws -> CGFloat { 12 }
        func body(content: Content, context: CGFloat) -> some View { content.padding(context) }
    }

    @Test func aPreviewModifierWrapsThePreviewWithItsContext() async throws {
        let preview = Preview(traits: .modifier(Padded())) { Text("x") }
        let modified = try await preview.modifiedContent()
        let paddings = collect(nodes(modified)) { if case .padding(_, let amount) = $0.kind { amount } else { nil } }
        #expect(paddings == [.points(12)])
    }

    @Test func headingsAreHeadersAndAccessibilityOnlyModifiersDrawNothing() {
        let semantics = collect(nodes(Text("Title").accessibilityHeading(.h1))) { if case .semantics(let s) = $0.kind { s.role } else { nil } }
        #expect(semantics.contains(.header))
        let view = Text("Row").accessibilityRotor("Pieces", entries: [Item(id: 1, name: "Koi")], entryLabel: \.name)
            .accessibilityActivationPoint(.center).accessibilityRepresentation { Toggle("x", isOn: .constant(true)) }
        #expect(strings(view) == ["Row"])
    }
    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    @Test func aModelConfigurationTakesItsCloudSettings() throws {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .none)
        #expect(configuration.isStoredInMemoryOnly)
    }
}

extension UIColor {
    /// As apps write it: a convenience initializer in an extension (UIColor is a class).
    convenience init(hexValue: Int) {
        self.init(
            red: CGFloat((hexValue >> 16) & 0xFF) / 255, green: CGFloat((hexValue >> 8) & 0xFF) / 255, blue: CGFloat(hexValue & 0xFF) / 255, alpha: 1)
    }
}

extension FocusedValues {
    @Entry var selectedPiece: String?
}

struct PieceCommands: Commands {
    @FocusedValue(\.selectedPiece) var piece
    var body: some Commands {
        SidebarCommands()
        CommandMenu("Piece") { Button("Share") {} }
        CommandGroup(after: .newItem) { Button("Import") {} }
    }
}
