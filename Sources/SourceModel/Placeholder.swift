// SourceModel
