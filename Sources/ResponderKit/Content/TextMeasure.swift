import Foundation

/// How big text is: ResponderKit's deterministic stand-in for text layout, which the engine does
/// not do (there are no glyphs on a headless Linux machine, and results must not depend on the
/// fonts installed).
///
/// Every character (a grapheme cluster) advances half the font's point size; a line is the point
/// size times 1.2 high. Widths and heights are rounded up to whole points. Text breaks into lines
/// at newlines, and, when a width is given and more than one line is allowed, wherever the next
/// character would pass it.
enum TextMeasure {
  /// The advance of one character in `font`.
  static func advance(_ font: Font) -> CGFloat { font.pointSize / 2 }

  /// The height of one line in `font`.
  static func lineHeight(_ font: Font) -> CGFloat { (font.pointSize * 1.2).rounded(.up) }

  /// The size of `text` in `font`, on at most `numberOfLines` lines (0: no limit) within
  /// `width` (`nil` or `.greatestFiniteMagnitude`: no limit). Empty or `nil` text is zero by zero.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func size(
    of text: String?, font: Font, numberOfLines: Int = 1, width: CGFloat? = nil
  ) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let advance = advance(font)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    var perLine = Int.max
    if numberOfLines != 1, let width, width < .greatestFiniteMagnitude, advance > 0 {
      perLine = max(1, Int((width / advance).rounded(.down)))
    }
    var lines: [Int] = []
    for count in paragraphs {
      var rest = count
      repeat {
        lines.append(min(rest, perLine))
        rest -= min(rest, perLine)
      } while rest > 0
    }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let longest = lines.max() ?? 0
    return CGSize(
      width: (CGFloat(longest) * advance).rounded(.up),
      height: CGFloat(lines.count) * lineHeight(font))
  }
}
