// ObjCSourceReader
