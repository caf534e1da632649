/// `lang` (spec-format §4): a BCP 47 language tag, checked for its shape
/// only — a language of two or three letters, then subtags of two to eight
/// letters or digits (`ja`, `zh-Hans`, `de-CH`, `sr-Latn-RS`) — as Pango
/// takes any such tag and matches what it knows.
enum LanguageTag {
    /// No tag a text needs is longer (RFC 5646 advises 35 characters).
    static let maximumLength = 35

    static func isValid(_ tag: String) -> Bool {
        guard tag.utf8.count <= maximumLength else { return false }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (2...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

extension ValueReader {
    /// A language tag (`LanguageTag`), or nil after reporting what was expected.
    func languageTag(_ value: SpecValue, at path: @autoclosure () -> String) -> String? {
        guard let tag = string(value, at: path()) else { return nil }
        guard LanguageTag.isValid(tag) else {
            let found = tag.prefix(40)
            return fail("expected a language tag (BCP 47: `ja`, `zh-Hans`, `de-CH`), found `\(found)`", value, path)
        }
        return tag
    }
}
