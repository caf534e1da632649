import Foundation
import Testing

@testable import BoxWork

#if canImport(Glibc)
    import Glibc
#endif

/// The one thread budget (issue 24): work nested in work never runs more
/// threads than the budget, every share runs with the same stack, and every
/// thread taken is given back.
struct ThreadBudgetTests {
    /// Counts the calls running at once and the most there were.
    final class Concurrency: @unchecked Sendable {
        private let lock = NSLock()
        private var now = 0
        private(set) var most = 0

        func during(_ body: () -> Void) {
            lock.lock()
            now += 1
            most = max(most, now)
            lock.unlock()
            body()
            lock.lock()
            now -= 1
            lock.unlock()
        }
    }

    @Test func mapRunsEveryIndexInOrderWithinTheBudget() {
        let budget = ThreadBudget(threads: 2)
        let counter = Concurrency()
        let results = ParallelWork.map(40, threads: 8, budget: budget) { index in
            counter.during { usleep(2000) }
            return index * index
        }
        #expect(results == (0..<40).map { $0 * $0 })
        #expect(counter.most <= 2)
        #expect(budget.mostTaken == 2)
        // Every thread was given back.
        #expect(budget.take(atMost: 5) == 2)
    }

    /// A batch of specs, each drawing bands: the bands of each spec run on
    /// its own thread, since the specs took the whole budget.
    @Test func nestedWorkTakesOnlyWhatIsLeft() {
        let budget = ThreadBudget(threads: 2)
        let counter = Concurrency()
        _ = ParallelWork.map(6, threads: 2, budget: budget) { _ in
            ParallelWork.run(threads: 8, budget: budget) {
                counter.during { usleep(2000) }
            }
            return 0
        }
        #expect(counter.most <= 2)
        #expect(budget.mostTaken == 2)
    }

    /// The main thread's 8 MiB is not a work thread's 16: a caller that is not
    /// one waits while work threads do its share, even with the budget spent.
    @Test func everyShareRunsWithTheWorkStack() {
        for free in [0, 3] {
            let budget = ThreadBudget(threads: 3)
            let held = budget.take(atMost: 3 - free)
            // Only `WorkThread`s, started with `WorkThread.stackBytes` of stack, are marked so.
            let onWorkThreads = ParallelWork.map(12, threads: 4, budget: budget) { _ in WorkThread.isCurrent }
            #expect(onWorkThreads.allSatisfy { $0 }, "with \(free) free")
            #expect(!WorkThread.isCurrent)
            budget.giveBack(held)
        }
    }

    @Test func aQueueRunsEveryJobAndGivesItsThreadsBack() {
        let budget = ThreadBudget(threads: 3)
        let queue = WorkQueue(threads: 3, budget: budget)
        #expect(budget.take(atMost: 1) == 0)
        let counter = Concurrency()
        let done = Concurrency()
        for _ in 0..<20 {
            queue.run {
                counter.during { usleep(1000) }
                done.during {}
            }
        }
        queue.finish()
        #expect(counter.most <= 3)
        #expect(budget.take(atMost: 3) == 3)
    }

    /// With nothing left in the budget (or one thread asked for), a job runs at once on the caller's thread.
    @Test func aQueueWithoutThreadsRunsJobsAtOnce() {
        let budget = ThreadBudget(threads: 2)
        for (held, wanted) in [(2, 4), (0, 1)] {
            _ = budget.take(atMost: held)
            let queue = WorkQueue(threads: wanted, budget: budget)
            let caller = pthread_self()
            let ranOnCaller = Concurrency()
            queue.run { if pthread_equal(pthread_self(), caller) != 0 { ranOnCaller.during {} } }
            #expect(ranOnCaller.most == 1)
            queue.finish()
            budget.giveBack(held)
        }
    }

    /// A job given during a hand-over, with no thread of its own, waits for
    /// the hand-over to end (`DeferredWork.drain`), on the same thread.
    @Test func aJobGivenDuringAHandOverRunsAfterIt() {
        // The bands' threads took the whole budget.
        let budget = ThreadBudget(threads: 1)
        #expect(budget.take(atMost: 1) == 1)
        let queue = WorkQueue(threads: 4, budget: budget)
        let ran = Concurrency()
        DeferredWork.accepting {
            queue.run { ran.during {} }
            #expect(ran.most == 0)
        }
        #expect(ran.most == 0)
        DeferredWork.drain()
        #expect(ran.most == 1)
        // Outside a hand-over, at once.
        queue.run { ran.during {} }
        queue.finish()
        budget.giveBack(1)
    }
}
