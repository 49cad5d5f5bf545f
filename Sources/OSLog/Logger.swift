import Foundation

/// A logger, as the OSLog framework's `Logger`: models and views log through it on iOS. Here a
/// message is formatted as the unified log shows it (private values redacted) and kept in
/// ``Logger/recent`` for tests; nothing is printed, so snapshot runs stay quiet.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.birds", category: "Data")
/// logger.info("Loaded \(count) birds for \(user, privacy: .private)")   // "Loaded 3 birds for <private>"
/// ```
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogRecord.keep(LogRecord(subsystem: subsystem, category: category, level: level, message: message.text))
    }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }

    /// The last messages logged in this process (at most 1,000), oldest first.
    public static var recent: [LogRecord] { LogRecord.recent() }
}

/// One logged message.
public struct LogRecord: Sendable, Equatable {
    public let subsystem: String
    public let category: String
    public let level: OSLogType
    public let message: String

    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [LogRecord] = []

    static func keep(_ record: LogRecord) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(record)
        if kept.count > 1000 { kept.removeFirst(kept.count - 1000) }
    }

    static func recent() -> [LogRecord] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
}

/// A log's subsystem and category, as `OSLog`.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// A message's level, as `OSLogType`.
public struct OSLogType: Equatable, Hashable, Sendable {
    let rawValue: UInt8
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// How a value appears in the log, as `OSLogPrivacy`: dynamic strings are private unless
/// marked public, as on iOS.
public struct OSLogPrivacy: Equatable, Sendable {
    let redacts: Bool?
    public static let `public` = OSLogPrivacy(redacts: false)
    public static let `private` = OSLogPrivacy(redacts: true)
    public static let sensitive = OSLogPrivacy(redacts: true)
    public static let auto = OSLogPrivacy(redacts: nil)
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public struct Mask: Equatable, Sendable {
        public static let hash = Mask(), none = Mask()
    }
}

/// Formatting options the interpolations accept, as OSLog's; values are written plainly.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting(), hex = OSLogIntegerFormatting(), octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
        -> OSLogIntegerFormatting
    { .hex }
}
public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting(), exponential = OSLogFloatFormatting(), hybrid = OSLogFloatFormatting()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}

/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message accepts, as `OSLogInterpolation`: numbers and booleans are
/// public, strings and other values private unless marked `.public`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    mutating func append(_ value: String, _ privacy: OSLogPrivacy, publicByDefault: Bool) {
        text += (privacy.redacts ?? !publicByDefault) ? "<private>" : value
    }
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(value(), privacy, publicByDefault: false)
    }
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { append(value().description, privacy, publicByDefault: false) }
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { append("\(value())", privacy, publicByDefault: true) }
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { append("\(value())", privacy, publicByDefault: true) }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, privacy: OSLogPrivacy = .auto) {
        append(value() ? "true" : "false", privacy, publicByDefault: true)
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        append("\(value())", privacy, publicByDefault: false)
    }
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, privacy: OSLogPrivacy = .auto) {
        append("\(value())", privacy, publicByDefault: true)
    }
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T?, privacy: OSLogPrivacy = .auto) {
        append(value().map { "\($0)" } ?? "nil", privacy, publicByDefault: false)
    }
}
