/// The `"key" = "value";` pairs of a `.strings` file, as Xcode writes them: comments and blank
/// lines skipped, `\"`, `\n`, `\t`, `\\` unescaped.
///
/// ```swift
/// StringsFile.parse(#""Get started" = "Los geht's";"#)   // ["Get started": "Los geht's"]
/// ```
public enum StringsFile {
    public static func parse(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var strings: [String] = []
        var chars = text.makeIterator()
        var current: String?
        var previous: Character = " "
        while let c = chars.next() {
            if var s = current {
                if c == "\\" {
                    if let n = chars.next() { s.append(n == "n" ? "\n" : n == "t" ? "\t" : n) }
                    current = s
                } else if c == "\"" {
                    strings.append(s)
                    current = nil
                } else {
                    s.append(c)
                    current = s
                }
            } else if c == "\"" {
                current = ""
            } else if c == "*" && previous == "/" {
                var last: Character = " "
                while let d = chars.next() {
                    if last == "*" && d == "/" { break }
                    last = d
                }
            } else if c == "/" && previous == "/" {
                while let d = chars.next(), d != "\n" {}
            } else if c == ";" {
                if strings.count == 2 { result[strings[0]] = strings[1] }
                strings = []
            }
            previous = c
        }
        return result
    }
}
