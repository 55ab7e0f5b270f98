// ProjectReaders
