"""Apistocracy, the digital edition: a pygame-ce front end over a pure-Python rules engine."""
