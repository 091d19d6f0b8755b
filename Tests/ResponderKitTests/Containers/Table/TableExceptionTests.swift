import Foundation
import ResponderKit
import Testing

/// The table view's misuses UIKit raises on (issue 45): each stops the program with a message
/// naming UIKit's exception (Choices §14.11).
@Suite("Tables: what UIKit raises on stops the program, naming the exception (§17.2, §17.3, §17.5)")
struct TableExceptionTests {
  // Source: no crash log for the table itself; the collection view raises
  // 'NSInternalInconsistencyException', reason: 'attempt to register a cell class which is not a
  // subclass of UICollectionViewCell (…)' (github.com/WenchaoD/FSCalendar/issues/712), and the
  // engine follows it for the table.
  @Test("§17.2 registering a class that is not a cell stops the program")
  func registerNotACell() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        TableView(frame: .zero, style: .plain).register(View.self, forCellReuseIdentifier: "Row")
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  // Source: github.com/dzenbot/DZNEmptyDataSet/issues/288 (iOS 9): "'NSInternalInconsistencyException',
  // reason: 'table view row height must not be negative - provided height for index path (…) is
  // -1.000000'". iOS 8 refused zero too ("Invalid row height provided by table delegate. Value must
  // be greater than zero or UITableViewAutomaticDimension.",
  // github.com/frankodwyer/FODFormKit/issues/19): the sources disagree on zero; the engine takes
  // zero, as today's UIKit does.
  @Test("§17.3 a negative row height stops the program")
  func negativeRowHeight() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        // -1 is UITableView.automaticDimension; -5 is a plain negative height.
        table.rowHeight = -5
        table.reloadData()
        _ = table.rectForRow(at: IndexPath(row: 0, section: 0))
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
    #expect(standardError(of: result).contains("table view row height must not be negative"))
  }

  // Source: github.com/wordpress-mobile/WordPress-iOS/issues/13891: "NSInternalInconsistencyException:
  // Requested the number of rows for section (0) which is out of bounds." from
  // -[UITableViewRowData numberOfRowsInSection:].
  @Test("§17.3 numberOfRows(inSection:) of a section that does not exist stops the program")
  func rowsOfMissingSection() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        _ = table.numberOfRows(inSection: 1)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  // Source: github.com/TalkingJourney/SCIndexView/issues/11 quotes "request for rect of invalid
  // section (0)" without the exception's name; the engine names UIKit's assertion exception.
  @Test("§17.3 rect(forSection:) of a section that does not exist stops the program")
  func rectOfMissingSection() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        _ = table.rect(forSection: 2)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  // Sources: github.com/itsmeichigo/DateTimePicker/issues/91 and
  // github.com/Provenance-Emu/Provenance/issues/1876: "'NSRangeException', reason: 'Attempted to
  // scroll the table view to an out-of-bounds row (72) when there are only 72 rows in section 0.
  // Table view: <UITableView: …>'"; before iOS 8 the same exception read "-[UITableView
  // _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (30) beyond bounds (30)
  // for section (0)." (github.com/evgzor/CustomDatePickerView/issues/3). The wording changed, the
  // exception did not.
  @Test("§17.3 scrolling to a row past the end stops the program with NSRangeException")
  func scrollPastTheEnd() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .top, animated: false)
      }
    }
    #expect(namesException(result, "NSRangeException"))
    #expect(
      standardError(of: result).contains(
        "Attempted to scroll the table view to an out-of-bounds row (3) when there are only 3 rows in section 0."
      ))
  }

  // Source: github.com/SURYAKANTSHARMA/CountryPicker/issues/54: "'NSRangeException', reason:
  // 'Attempted to scroll the table view to an out-of-bounds section (18) when there are only 1
  // sections.'"
  @Test("§17.3 scrolling to a section past the end stops the program with NSRangeException")
  func scrollPastTheSections() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        table.scrollToRow(at: IndexPath(row: 0, section: 18), at: .top, animated: false)
      }
    }
    #expect(namesException(result, "NSRangeException"))
    #expect(
      standardError(of: result).contains(
        "out-of-bounds section (18) when there are only 1 sections."))
  }

  // Source: thin. github.com/wordpress-mobile/WordPress-iOS/issues/15368 shows
  // NSInternalInconsistencyException "Invalid indexPath" from an app's selectRow path; no log of
  // UITableView's own wording was found. The engine names that exception.
  @Test("§17.5 selecting a row that does not exist stops the program")
  func selectMissingRow() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, table, _) = makeTable(sections: [3])
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }

  // Source: none found for a negative count; UIKit's row data asserts on counts it cannot use,
  // so the engine names NSInternalInconsistencyException.
  @Test("§17.1 a negative number of rows stops the program")
  func negativeRows() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = makeTable(sections: [-1])
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }
}
