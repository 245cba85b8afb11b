/// How a run's options decide the records of each seed (``RunParameters``, in `Fill/`).
extension GenerateOptions {
    /// The parameters that decide each seed's records.
    var runParameters: RunParameters {
        RunParameters(runSeed: runSeed, count: count, today: today, currentDate: currentDate)
    }
}
