// Colour effects and the older mask form: each compiles; what the kit does not draw is reported
// with its call site, as the effects of DecorationModifiers are.
nonisolated extension View {
    public func hueRotation(_ angle: Angle, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupportedIf(angle.radians != 0, "hueRotation(\(angle.degrees)°): colours drawn as they are", fileID: fileID, line: line)
    }
    public func colorMultiply(_ color: Color, fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("colorMultiply: colours drawn as they are", fileID: fileID, line: line)
    }
    public func colorInvert(fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("colorInvert: colours drawn as they are", fileID: fileID, line: line)
    }
    public func luminanceToAlpha(fileID: String = #fileID, line: Int = #line) -> some View {
        unsupported("luminanceToAlpha: colours drawn as they are", fileID: fileID, line: line)
    }
    /// The older form, `.mask(RoundedRectangle(cornerRadius: 20))`: a shape masks as a clip
    /// shape does, exactly; any other view is reported as the newer form is.
    public func mask<S: Shape>(_ mask: S) -> some View { clipShape(mask) }
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M, fileID: String = #fileID, line: Int = #line) -> some View {
        self.mask(alignment: .center, { mask }, fileID: fileID, line: line)
    }
}
