"""The Season screen's pieces: layout, the two gameboards, the player mats, card faces, the
decision panel, hover zoom, the log and card-move tweens. Every module draws from the
engine's redacted view and catalog; none of them decides what is legal."""
