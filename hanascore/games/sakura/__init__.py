"""Sakura (桜): its deck, rules and words."""
