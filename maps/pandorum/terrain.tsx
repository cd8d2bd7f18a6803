<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="pandorum-terrain" tilewidth="56" tileheight="64" tilecount="7" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="rock">
  <properties>
   <property name="terrain" value="rock"/>
  </properties>
  <image width="56" height="64" source="tiles/rock.png"/>
 </tile>
 <tile id="1" type="sand">
  <properties>
   <property name="terrain" value="sand"/>
  </properties>
  <image width="56" height="64" source="tiles/sand.png"/>
 </tile>
 <tile id="2" type="ice">
  <properties>
   <property name="terrain" value="ice"/>
  </properties>
  <image width="56" height="64" source="tiles/ice.png"/>
 </tile>
 <tile id="3" type="crystal">
  <properties>
   <property name="terrain" value="crystal"/>
  </properties>
  <image width="56" height="64" source="tiles/crystal.png"/>
 </tile>
 <tile id="4" type="jungle">
  <properties>
   <property name="terrain" value="jungle"/>
  </properties>
  <image width="56" height="64" source="tiles/jungle.png"/>
 </tile>
 <tile id="5" type="lava">
  <properties>
   <property name="terrain" value="lava"/>
  </properties>
  <image width="56" height="64" source="tiles/lava.png"/>
 </tile>
 <tile id="6" type="pad">
  <properties>
   <property name="terrain" value="pad"/>
  </properties>
  <image width="56" height="64" source="tiles/pad.png"/>
 </tile>
</tileset>
