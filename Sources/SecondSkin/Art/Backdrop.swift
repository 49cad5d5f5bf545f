/// What a sample photo's motif is drawn on: skin (a tattoo) or paper (a flash sheet).
///
/// ```swift
/// Backdrop.skin(.light)
/// ```
public enum Backdrop: Hashable, Sendable {
    case skin(SkinTone)
    case paper
}

/// Skin tones for the photos; each maps to `color.art.skin.<tone>` tokens (base, shade, light).
///
/// ```swift
/// SkinTone.deep.tokenName  // "deep"
/// ```
public enum SkinTone: String, CaseIterable, Hashable, Sendable {
    case light, medium, tan, deep
}

/// How fresh the tattoo in a photo is: fresh ink is glossy with a red halo, healing skin is a
/// little dull and flaky, healed ink has settled.
///
/// ```swift
/// SamplePhoto(fileName: "skull-fresh.png", motif: .skull, backdrop: .skin(.medium), seed: 9, healing: .fresh)
/// ```
public enum Healing: String, Hashable, Sendable {
    case fresh, healing, healed
}
