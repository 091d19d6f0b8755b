import Foundation

extension TextField {
  /// The field's size for its text, else its placeholder, by ResponderKit's text measure (Auto
  /// Layout §21.4): the text's width plus the insets (7 pt each side for a rounded rectangle), and
  /// one line plus 13 pt for a rounded rectangle (34 pt in the 17 pt system font, as UIKit's), one
  /// line otherwise (*choice*).
  var fieldIntrinsicSize: CGSize {
    let font = font ?? .systemFont(ofSize: 17)
    let shown = (text?.isEmpty ?? true) ? placeholder : text
    let measured = TextMeasure.size(of: shown, font: font)
    let rounded = borderStyle == .roundedRect
    let inset = rounded ? TextField.roundedRectTextInset : 0
    let line = TextMeasure.lineHeight(font)
    return CGSize(width: measured.width + 2 * inset, height: line + (rounded ? 13 : 0))
  }
}
