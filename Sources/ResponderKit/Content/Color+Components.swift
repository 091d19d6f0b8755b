import Foundation

/// Reading a colour's components back, with UIKit's signatures: each takes optional pointers
/// (pass `&variable`, or `nil` for a component not wanted) and says whether it could convert.
/// Their results may be ignored, as those of UIKit's Objective-C methods may.
extension Color {
  /// Writes the red, green, blue and alpha components, each 0 to 1, through the pointers that
  /// are not `nil` (`UIColor.getRed(_:green:blue:alpha:)`). Always `true`: a colour here is RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the hue, saturation, brightness and alpha, each 0 to 1 (hue 0 is red, ⅓ green,
  /// ⅔ blue), through the pointers that are not `nil`
  /// (`UIColor.getHue(_:saturation:brightness:alpha:)`). A grey has hue and saturation 0.
  /// Always `true`: a colour here is RGB.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(red, green, blue)
    let chroma = maximum - min(red, green, blue)
    var sixths: CGFloat = 0
    if chroma > 0 {
      switch maximum {
      case red: sixths = ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
      case green: sixths = (blue - red) / chroma + 2
      default: sixths = (red - green) / chroma + 4
      }
      if sixths < 0 { sixths += 6 }
    }
    hue?.pointee = sixths / 6
    saturation?.pointee = maximum > 0 ? chroma / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the grey level (0 black, 1 white) and alpha through the pointers that are not `nil`
  /// (`UIColor.getWhite(_:alpha:)`), and returns `true`, when the colour is a grey (its red,
  /// green and blue are equal); otherwise writes nothing and returns `false`, as UIKit does for a
  /// colour it cannot express in a grey colour space (ResponderKit's reading: it keeps no
  /// colour space, so only greys convert).
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard red == green, green == blue else { return false }
    white?.pointee = red
    alpha?.pointee = self.alpha
    return true
  }
}
