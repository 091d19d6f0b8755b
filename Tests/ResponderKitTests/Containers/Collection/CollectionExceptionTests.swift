import Foundation
import ResponderKit
import Testing

/// The collection view's misuses UIKit raises on (issue 45): each stops the program with a
/// message naming UIKit's exception (Choices §14.11).
@Suite("Collections: what UIKit raises on stops the program, naming the exception (§19.1–§19.5)")
struct CollectionExceptionTests {
  // Source: github.com/WenchaoD/FSCalendar/issues/712: "'NSInternalInconsistencyException',
  // reason: 'attempt to register a cell class which is not a subclass of UICollectionViewCell
  // ((null))'".
  @Test("§19.1 registering a class that is not a cell stops the program")
  func registerNotACell() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let collection = CollectionView(
          frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        collection.register(View.self, forCellWithReuseIdentifier: "Item")
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
    #expect(
      standardError(of: result).contains(
        "attempt to register a cell class which is not a subclass of UICollectionViewCell"))
  }

  // Sources: github.com/Instagram/IGListKit/issues/937 and github.com/kvyatkovskys/KVKCalendar/
  // issues/123: "'NSInternalInconsistencyException', reason: 'negative sizes are not supported
  // in the flow layout'". Before iOS 10 zero was refused too ("negative or zero item sizes are
  // not supported in the flow layout", github.com/1and2papa/CTAssetsPickerController/issues/146):
  // the sources disagree on zero; the engine takes zero, as today's UIKit does.
  @Test("§19.2 a negative item size stops the program")
  func negativeItemSize() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        _ = makeCollection(sections: [3], itemSize: CGSize(width: -1, height: 10))
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
    #expect(
      standardError(of: result).contains("negative sizes are not supported in the flow layout"))
  }

  // Source: github.com/Provenance-Emu/Provenance/issues/1850: "NSInternalInconsistencyException:
  // request for number of items in section 1 when there are only 1 sections in the collection
  // view".
  @Test("§19.3 numberOfItems(inSection:) of a section that does not exist stops the program")
  func itemsOfMissingSection() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, collection, _) = makeCollection(sections: [3])
        _ = collection.numberOfItems(inSection: 1)
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
    #expect(
      standardError(of: result).contains(
        "request for number of items in section 1 when there are only 1 sections"))
  }

  // Source: github.com/WenchaoD/FSCalendar/pull/1433: an assertion (NSAssertionHandler, so
  // NSInternalInconsistencyException) in -[UICollectionView
  // _validateSelectionOrHighlightIndexPath:isSelection:allowMassIndexPath:assertIfInvalid:] when
  // an invalid index path is selected; its wording was not shown.
  @Test("§19.5 selecting an item that does not exist stops the program")
  func selectMissingItem() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (_, collection, _) = makeCollection(sections: [3])
        collection.selectItem(
          at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
      }
    }
    #expect(namesException(result, "NSInternalInconsistencyException"))
  }
}
