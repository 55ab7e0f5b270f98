// ScenarioFormat
