/// A SwiftData model class, as `@Model` on iOS: the class becomes a ``PersistentModel`` and
/// `Observable`, so `@Query`, `ForEach` and `@Bindable` take it. Its properties stay plain
/// stored properties kept in memory.
///
/// ```swift
/// @Model final class Trip {
///     var name: String
///     @Attribute(.unique) var code: String
///     init(name: String, code: String) { self.name = name; self.code = code }
/// }
/// ```
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ScreenUIMacros", type: "ModelMacro")

/// How a property is stored (`.unique`, `.externalStorage`, …): accepted and, as the models
/// of a snapshot live in memory, without effect.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "ScreenUIMacros", type: "MarkerMacro")

/// A relationship's delete rule and inverse: accepted; the related objects are the ones the
/// property holds.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ScreenUIMacros", type: "MarkerMacro")

/// A property SwiftData would not store: a plain property here.
@attached(peer)
public macro Transient() = #externalMacro(module: "ScreenUIMacros", type: "MarkerMacro")
