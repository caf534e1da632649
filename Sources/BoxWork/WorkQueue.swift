import Foundation

/// Jobs run in the background, in the order given, on the threads the budget
/// grants (up to `threads`); when it grants none, each job runs on the
/// thread that gives it: at once, or, during a band's hand-over, just after
/// it (`DeferredWork`). Giving a job waits while as many are queued or
/// running as there are threads, which bounds the memory their inputs hold.
/// `finish` waits for every job and gives the threads back; its owner must
/// call it, at the latest in its own `deinit`, since the threads hold the queue.
public final class WorkQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var running = 0
    private var finished = false
    private var threads: [WorkThread] = []
    private let budget: ThreadBudget

    public init(threads wanted: Int, budget: ThreadBudget = .shared) {
        self.budget = budget
        // One thread asked for is the caller's own: jobs run as they are given.
        let granted = wanted > 1 ? budget.take(atMost: wanted) : 0
        for _ in 0..<granted {
            guard let thread = WorkThread.start({ [self] in work() }) else { break }
            threads.append(thread)
        }
        budget.giveBack(granted - threads.count)
    }

    public func run(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        guard !threads.isEmpty else {
            condition.unlock()
            // During a band's hand-over, after it (`DeferredWork`); else now.
            DeferredWork.keepOrRun(job)
            return
        }
        while jobs.count + running >= threads.count { condition.wait() }
        jobs.append(job)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for every job given, then ends the threads and gives them back;
    /// jobs given after run at once on the caller's thread.
    public func finish() {
        condition.lock()
        while !jobs.isEmpty || running > 0 { condition.wait() }
        finished = true
        condition.broadcast()
        condition.unlock()
        for thread in threads { thread.join() }
        budget.giveBack(threads.count)
        condition.lock()
        threads = []
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            running += 1
            condition.unlock()
            job()
            condition.lock()
            running -= 1
            condition.broadcast()
        }
    }
}
