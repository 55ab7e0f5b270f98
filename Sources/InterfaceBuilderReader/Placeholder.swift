// InterfaceBuilderReader
