/// A design-token problem, naming the file, the token path and what to fix.
///
/// ```swift
/// do { _ = try Theme.load(from: url) } catch let error as ThemeError { print(error) }
/// ```
public struct ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unreadableFile(String)
        case malformedJSON(String)
        case unknownType(String)
        case missingType
        case malformedValue(expected: String, found: String)
        case missingAliasTarget(String)
        case aliasCycle([String])
        case tokenIsAlsoGroup(children: [String])
        case missingMode(String)
        case unknownMode(String)
        case missingToken(expectedType: String)
        case duplicateToken(otherFile: String)
        case nameTakenByKit(swiftName: String, kitPath: String)
    }

    public var file: String
    public var path: String
    public var problem: Problem

    public init(file: String, path: String, problem: Problem) {
        self.file = file
        self.path = path
        self.problem = problem
    }

    public var description: String {
        let location = path.isEmpty ? file : "\(file): \(path)"
        switch problem {
        case .unreadableFile(let why):
            return "\(location): cannot read the token file (\(why)). Check that DesignTokens/ is present."
        case .malformedJSON(let why):
            return "\(location): the file is not valid JSON (\(why)). Fix the syntax."
        case .unknownType(let type):
            return "\(location): unknown $type '\(type)'. Use color, dimension, fontFamily, fontWeight, number, typography or shadow."
        case .missingType:
            return "\(location): the token has no $type and no enclosing group gives one. Add \"$type\"."
        case .malformedValue(let expected, let found):
            return "\(location): expected \(expected), found \(found)."
        case .missingAliasTarget(let target):
            return "\(location): the alias {\(target)} points at no token. Fix the name or add the token."
        case .aliasCycle(let cycle):
            return "\(location): alias cycle \(cycle.joined(separator: " → ")). Break the cycle with a literal value."
        case .tokenIsAlsoGroup(let children):
            return "\(location): the object has a $value and child tokens (\(children.joined(separator: ", "))); a token cannot also be a group."
        case .missingMode(let mode):
            return
                "\(location): the colour has no '\(mode)' value in $extensions.\(TokenTree.modesExtension). Add one; every colour needs light and dark."
        case .unknownMode(let mode):
            return "\(location): unknown mode '\(mode)'. Use \(TokenTree.knownModes.map { "'\($0)'" }.joined(separator: ", "))."
        case .missingToken(let type):
            return "\(location): the theme needs this \(type) token but the files do not define it."
        case .duplicateToken(let other):
            return "\(location): the token is defined again in \(other). Keep one definition."
        case .nameTakenByKit(let name, let kitPath):
            return
                "\(location): its Swift name .\(name) is the kit's name for \(kitPath). Rename the token, or define \(kitPath) to override the kit's value."
        }
    }
}
