/// Interactive questionnaires: a model filled in step by step, as a form screen fills it.
extension SeedfillProject {
    /// An empty questionnaire of model `model`, to set values in one at a time and fill the
    /// rest of from a seed file (see ``Questionnaire``).
    ///
    /// - Parameter today: `YYYY-MM-DD`, the date relative dates (`today - 18y`, `now()`) are
    ///   read against. Without it, the `today` of the model's seed files when they give one,
    ///   else the current date (UTC), as ``validate(model:json:today:)`` reads it.
    ///
    /// Throws a ``SeedfillError`` for an unknown model or a `today` that is not a date.
    public func questionnaire(model: String, today: String? = nil) throws(SeedfillError) -> Questionnaire {
        let plan = try modelPlan(model)
        let date = try Self.date(today) ?? QuestionnaireValidation.seedToday(of: model, in: project) ?? Self.currentDate()
        return Questionnaire(model: model, today: date, project: self, form: QuestionnaireForm(plan: plan, today: date))
    }
}
