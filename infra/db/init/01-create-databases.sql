-- One database per service, and the gateway's (staff accounts); each creates its tables
-- through its own migrations.
CREATE DATABASE lead;
CREATE DATABASE recruiting;
CREATE DATABASE newsletter;
CREATE DATABASE notification;
CREATE DATABASE gateway;
