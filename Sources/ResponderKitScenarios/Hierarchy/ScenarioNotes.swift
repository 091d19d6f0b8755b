import Foundation
import ResponderKit

extension Scenario {
  /// The notes as the commands print them: `note: …` lines (blue on a terminal), or in JSON Lines
  /// `{"event":"note","message":…}` objects.
  ///
  /// - Complexity: O(*n*) in the notes' length.
  func noteLines(json: Bool = false, color: Bool = false) -> [String] {
    notes.map { note in
      if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["event": "note", "message": note])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
      }
      return color ? TerminalStyle.blue.apply(to: "note: \(note)") : "note: \(note)"
    }
  }

  /// `output` with the notes before it, as `explain` prints them.
  ///
  /// - Complexity: O(*n*) in the output's length.
  func withNotes(_ output: (text: String, succeeded: Bool), color: Bool) -> (
    text: String, succeeded: Bool
  ) {
    guard !notes.isEmpty else { return output }
    return ((noteLines(color: color) + [output.text]).joined(separator: "\n"), output.succeeded)
  }

  /// An SVG picture with the notes written under it, the picture made taller to hold them.
  ///
  /// - Complexity: O(*n*) in the picture's length.
  func withNotes(svg: String) -> String {
    guard !notes.isEmpty, let open = svg.range(of: "<svg "),
      let tagEnd = svg[open.upperBound...].firstIndex(of: ">"),
      let height = svg[open.upperBound..<tagEnd].range(of: #"height=""#),
      let quote = svg[height.upperBound..<tagEnd].firstIndex(of: "\""),
      let oldHeight = Double(svg[height.upperBound..<quote]),
      let close = svg.range(of: "</svg>", options: .backwards)
    else { return svg }
    let width = svg[open.upperBound..<tagEnd].range(of: #"width=""#).flatMap { start in
      svg[start.upperBound..<tagEnd].firstIndex(of: "\"").flatMap {
        Double(svg[start.upperBound..<$0])
      }
    }
    let perLine = max(40, Int((width ?? 400) / 6))
    var lines: [String] = []
    for note in notes {
      var rest = Substring("note: \(note)")
      while !rest.isEmpty {
        var cut = rest.prefix(perLine)
        if cut.count < rest.count, let space = cut.lastIndex(of: " ") { cut = rest[..<space] }
        lines.append(String(cut))
        rest = rest[cut.endIndex...].drop { $0 == " " }
      }
    }
    let texts = lines.enumerated().map { index, line in
      let escaped = line.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      let y = TextTraceFormatter.number(oldHeight + 16 * Double(index) + 14)
      return ##"<text x="10" y="\##(y)" fill="#1f4e9c">\##(escaped)</text>"##
    }
    let newHeight = TextTraceFormatter.number(oldHeight + 16 * Double(lines.count) + 10)
    return String(svg[..<height.upperBound]) + newHeight + String(svg[quote..<close.lowerBound])
      + texts.joined(separator: "\n") + "\n</svg>" + String(svg[close.upperBound...])
  }
}
