"""Hachi-Hachi (八八): its data, teyaku, checks, rules and words."""
