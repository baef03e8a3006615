"""What people and programs see: one view model of a round, rendered by the terminal (rich), the HTML export and the page; the JSON shapes; CSV, markdown and JSON documents."""
