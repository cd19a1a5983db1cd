-- One database per service; each service creates its tables through its own migrations.
CREATE DATABASE lead;
CREATE DATABASE recruiting;
CREATE DATABASE newsletter;
CREATE DATABASE notification;
