/// Cells waiting to be dequeued, by reuse identifier: a table's or a collection view's reuse
/// queues (§17.2).
///
/// Each identifier's queue is a class, so that taking a cell from it or giving one back changes
/// the queue in place: a dictionary of arrays changed through its subscript goes through the
/// subscript's `_modify` accessor, whose coroutine frame costs an allocation per call, and cells
/// come and go on every frame of a scroll.
struct ReusePool<Cell: AnyObject> {
  /// One identifier's cells, last in first out.
  private final class Queue {
    var cells: [Cell] = []
  }

  private var queues: [String: Queue] = [:]

  /// A cell given back under `identifier`, the last one given back; `nil` when there is none.
  func pop(_ identifier: String) -> Cell? {
    queues[identifier]?.cells.popLast()
  }

  /// Gives `cell` back under `identifier`.
  mutating func push(_ cell: Cell, _ identifier: String) {
    if let queue = queues[identifier] {
      queue.cells.append(cell)
    } else {
      let queue = Queue()
      queue.cells.append(cell)
      queues[identifier] = queue
    }
  }
}
