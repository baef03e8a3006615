"""Koi-Koi (こいこい): its yaku, lucky hands, counted rounds, rules and words."""
