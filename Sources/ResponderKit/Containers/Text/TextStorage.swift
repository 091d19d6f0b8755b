import Foundation

/// Text with a selection, edited as UIKit's text inputs edit theirs: ranges are UTF-16 offsets
/// (`NSRange`), deletion takes whole characters, and words are runs of letters and digits. The
/// shared engine of ``TextField`` and ``TextView``.
struct TextStorage {
  /// The text.
  var text = ""
  /// The selection; its length is 0 for a caret.
  var selection = NSRange(location: 0, length: 0)

  /// The text's length in UTF-16 units.
  var length: Int { text.utf16.count }

  /// Puts the caret at `offset`, clamped to the text.
  mutating func placeCaret(at offset: Int) {
    selection = NSRange(location: min(max(0, offset), length), length: 0)
  }

  /// The range a Delete removes: the selection, else the character before the caret, else `nil`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func rangeToDeleteBackward() -> NSRange? {
    if selection.length > 0 { return selection }
    guard selection.location > 0 else { return nil }
    let utf16 = text.utf16
    let caret = utf16.index(utf16.startIndex, offsetBy: selection.location)
    let end = caret.samePosition(in: text) ?? text.endIndex
    let start = text.index(before: end)
    let location = utf16.distance(from: utf16.startIndex, to: start.samePosition(in: utf16)!)
    return NSRange(location: location, length: selection.location - location)
  }

  /// Replaces `range` with `string` and puts the caret after the new characters.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  mutating func replace(_ range: NSRange, with string: String) {
    guard let bounds = Range(range, in: text) else { return }
    text.replaceSubrange(bounds, with: string)
    placeCaret(at: range.location + string.utf16.count)
  }

  /// The word (a run of letters and digits) at or just before `offset`, or an empty range there.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func wordRange(at offset: Int) -> NSRange {
    let units = Array(text.unicodeScalars)
    var scalarOffsets: [Int] = []
    var position = 0
    for scalar in units {
      scalarOffsets.append(position)
      position += scalar.utf16.count
    }
    func isWord(_ index: Int) -> Bool {
      index >= 0 && index < units.count
        && (units[index].properties.isAlphabetic || units[index].properties.numericType != nil)
    }
    guard var index = scalarOffsets.lastIndex(where: { $0 <= offset }) else {
      return NSRange(location: 0, length: 0)
    }
    if !isWord(index), isWord(index - 1) { index -= 1 }
    guard isWord(index) else { return NSRange(location: offset, length: 0) }
    var start = index
    var end = index
    while isWord(start - 1) { start -= 1 }
    while isWord(end + 1) { end += 1 }
    let location = scalarOffsets[start]
    let upper = scalarOffsets[end] + units[end].utf16.count
    return NSRange(location: location, length: upper - location)
  }

  /// The word boundary nearest `offset`: a caret placed by a tap lands at the start or the end of
  /// the word under it, never inside (TextInput §16.4).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func nearestWordBoundary(to offset: Int) -> Int {
    let word = wordRange(at: offset)
    guard word.length > 0, offset > word.location, offset < word.location + word.length else {
      return min(max(0, offset), length)
    }
    let end = word.location + word.length
    return offset - word.location < end - offset ? word.location : end
  }
}
