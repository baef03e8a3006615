"""Mushi (虫): its rules and words."""
