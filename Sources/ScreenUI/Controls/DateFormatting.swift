import Foundation

extension DateFormatter {
    /// A formatter in the locale and time zone a date picker is drawn in, with a localized
    /// format from `template` if given (the date pickers' styles share it).
    static func picker(locale: Locale, timeZone: TimeZone, template: String? = nil) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        if let template { formatter.setLocalizedDateFormatFromTemplate(template) }
        return formatter
    }
}
