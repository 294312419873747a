"""The pygame-ce front end: scenes drawn over the engine, which it never bypasses."""
