import Foundation
import ResponderKit

extension ScenarioLinter {
  /// The findings about pairs of recognizers on one view that nothing decides between (neither
  /// requires the other to fail nor recognizes simultaneously with it): a tap recognizer that
  /// fires on the first tap of one needing more taps, and two recognizers of one type (taps of
  /// one count) of which only the first ever recognizes.
  ///
  /// A pair alone gives the finding naming both. More pairs are grouped: one finding per tap
  /// recognizer naming the first few of those needing more taps, and one per type naming the first
  /// few recognizers of it and how many pairs are undecided. Findings come in the order of their
  /// first pair.
  ///
  /// - Complexity: O(*g* log *g* + *r*) in the view's recognizers and the names their
  ///   `requireToFail` and `simultaneousWith` lists hold: the pairs that are decided are looked up
  ///   in a set, those that are not are counted, not listed.
  static func pairFindings(_ spec: Scenario.ViewSpec) -> [LintFinding] {
    let gestures = spec.gestures
    let count = gestures.count
    guard count >= 2 else { return [] }
    var indicesByName: [String: [Int]] = [:]
    for (index, gesture) in gestures.enumerated() {
      indicesByName[gesture.name, default: []].append(index)
    }
    // Decided pairs, as `first * count + second` with first < second.
    var decided = Set<Int>()
    for (index, gesture) in gestures.enumerated() {
      for list in [gesture.requireToFail, gesture.simultaneousWith] {
        for name in list {
          for other in indicesByName[name] ?? [] where other != index {
            decided.insert(Swift.min(index, other) * count + Swift.max(index, other))
          }
        }
      }
    }
    func isDecided(_ a: Int, _ b: Int) -> Bool {
      decided.contains(Swift.min(a, b) * count + Swift.max(a, b))
    }
    let isTap = gestures.map { $0.type == "tap" }
    let tapCounts = gestures.map(taps)
    // Recognizers of one type, taps of one count, form a class.
    var classIDs: [String: Int] = [:]
    var members: [[Int]] = []
    var classOf: [Int] = []
    for (index, gesture) in gestures.enumerated() {
      let key = isTap[index] ? "tap \(tapCounts[index])" : gesture.type
      let id = classIDs[key] ?? members.count
      if id == members.count {
        classIDs[key] = id
        members.append([])
      }
      members[id].append(index)
      classOf.append(id)
    }
    var decidedInClass = Array(repeating: 0, count: members.count)
    var decidedPartnersInClass = Array(repeating: 0, count: count)
    var decidedWithMoreTaps = Array(repeating: 0, count: count)
    for key in decided {
      let (a, b) = (key / count, key % count)
      if classOf[a] == classOf[b] {
        decidedInClass[classOf[a]] += 1
        decidedPartnersInClass[a] += 1
        decidedPartnersInClass[b] += 1
      } else if isTap[a], isTap[b] {
        decidedWithMoreTaps[tapCounts[a] < tapCounts[b] ? a : b] += 1
      }
    }
    var findings: [(first: Int, second: Int, finding: LintFinding)] = []
    // Taps of fewer taps before taps of more.
    let tapClasses = members.indices.filter { isTap[members[$0][0]] }
      .sorted { tapCounts[members[$0][0]] < tapCounts[members[$1][0]] }
    var moreTaps = Array(repeating: 0, count: tapClasses.count)
    for position in stride(from: tapClasses.count - 2, through: 0, by: -1) {
      moreTaps[position] = moreTaps[position + 1] + members[tapClasses[position + 1]].count
    }
    for (position, fewerClass) in tapClasses.enumerated() {
      for fewer in members[fewerClass] {
        let undecided = moreTaps[position] - decidedWithMoreTaps[fewer]
        guard undecided > 0 else { continue }
        // The first few undecided in each class of more taps, then the first few of them all.
        var first: [Int] = []
        for moreClass in tapClasses[(position + 1)...] {
          var taken = 0
          for more in members[moreClass] where !isDecided(fewer, more) {
            first.append(more)
            taken += 1
            if taken > groupedPairs { break }
          }
        }
        first.sort()
        guard let partner = first.first else { continue }
        let named = first.prefix(groupedPairs).map { gestures[$0].name }
        let finding: LintFinding
        if undecided == 1 {
          finding = LintFinding(
            severity: .warning, subject: "\(gestures[fewer].name) on \(spec.id)",
            problem: "it fires on the first tap of every \(named[0]) too",
            fix: "add requireToFail: [\(named[0])] to \(gestures[fewer].name)")
        } else {
          let list = listed(named, total: undecided, noun: "more")
          let all = undecided > named.count ? ", ...], naming all \(undecided)," : "]"
          finding = LintFinding(
            severity: .warning, subject: "\(gestures[fewer].name) on \(spec.id)",
            problem: "it fires on the first tap of every one of \(list) too",
            fix:
              "add requireToFail: [\(named.joined(separator: ", "))\(all) to \(gestures[fewer].name)"
          )
        }
        findings.append((Swift.min(fewer, partner), Swift.max(fewer, partner), finding))
      }
    }
    // Recognizers of one class that nothing decides between.
    for (id, group) in members.enumerated() where group.count >= 2 {
      let size = group.count
      let undecided = size * (size - 1) / 2 - decidedInClass[id]
      guard undecided > 0 else { continue }
      let involved = group.filter { decidedPartnersInClass[$0] < size - 1 }
      guard let head = involved.first,
        let partner = group.first(where: { $0 != head && !isDecided(head, $0) })
      else { continue }
      let type = gestures[head].type
      let finding: LintFinding
      if undecided == 1 {
        finding = LintFinding(
          severity: .warning,
          subject: "\(gestures[head].name) and \(gestures[partner].name) on \(spec.id)",
          problem: "both are \(type) recognizers on one view: only the first will ever recognize",
          fix: "remove one, or decide between them with requireToFail or simultaneousWith")
      } else {
        let named = involved.prefix(groupedPairs).map { gestures[$0].name }
        let settings = isTap[head] ? " with the same numberOfTapsRequired" : ""
        finding = LintFinding(
          severity: .warning,
          subject: "\(listed(named, total: involved.count, noun: "more")) on \(spec.id)",
          problem:
            "\(involved.count) \(type) recognizers on one view\(settings), \(undecided) pairs of them neither simultaneous nor ordered by requireToFail: only the first will ever recognize",
          fix: "keep one, or decide between them with requireToFail or simultaneousWith")
      }
      findings.append((head, partner, finding))
    }
    return findings.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map(\.finding)
  }

  /// How many recognizers a grouped finding names before saying how many more there are.
  static let groupedPairs = 3

  /// `a, b and c`, or `a, b, c and 12 more` (with `noun` after the count) when `total` passes the
  /// names.
  private static func listed(_ names: [String], total: Int, noun: String) -> String {
    if total > names.count {
      return "\(names.joined(separator: ", ")) and \(total - names.count) \(noun)"
    }
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and \(names[names.count - 1])"
  }

  private static func taps(_ gesture: Scenario.GestureSpec) -> Int {
    Int(gesture.numbers["numberOfTapsRequired"] ?? 1)
  }
}
